/*---
section: I.6.2
clause: xlambda.restriction-9
description: "An unnamed template template parameter of the enclosing function breaks restriction 9"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename T> struct W { };

template <template <typename> class, typename T>
void bar(T x) {
  auto lam1 = [x] __device__ { return x; }; // expect-error
}

void use(void) { bar<W>(1); }
