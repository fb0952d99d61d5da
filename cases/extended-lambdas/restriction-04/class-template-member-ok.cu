/*---
section: I.6.2
clause: xlambda.restriction-4
description: "An extended lambda in a public member function of a class template is accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
template <typename T>
struct Box {
  T v;
  void apply(void) {
    T copy = v;
    auto lam = [copy] __device__ { return copy; };
  }
};

void use(void) { Box<int> b{1}; b.apply(); Box<double> c{2.0}; c.apply(); }
