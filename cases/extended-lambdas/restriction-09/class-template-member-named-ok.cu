/*---
section: I.6.2
clause: xlambda.restriction-9
description: "A member function template of a class template, all parameters named and one pack last, may enclose an extended lambda"
verdict: ok
flags: ["--extended-lambda"]
---*/
template <typename T>
struct Outer {
  template <typename U, typename... Us>
  void run(U u, Us... us) {
    auto lam1 = [u] __device__ { return u; };
  }
};

void use(void) { Outer<int> o; o.run(1, 2, 3); }
