/*---
section: I.6.2
clause: xlambda.restriction-9
description: "A variadic member function template of a variadic class template: each template has one pack, listed last, so restriction 9 holds"
verdict: ok
flags: ["--extended-lambda"]
note: "'The template(s) must satisfy ... at most one variadic parameter' read per template: the class template and the member template each have one pack, listed last."
---*/
template <typename... Ts>
struct Outer {
  template <typename... Us>
  void run(Us... us) {
    auto lam1 = [] __device__ { return 10; };
  }
};

void use(void) { Outer<int, char> o; o.run(1, 2); }
