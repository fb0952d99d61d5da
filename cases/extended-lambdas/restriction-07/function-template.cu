/*---
section: I.6.2
clause: xlambda.restriction-7
description: "A function template with deduced return type cannot enclose an extended lambda"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename T>
auto foo(T x) {
  auto lam1 = [x] __device__ { return x; }; // expect-error
  return x;
}

void use(void) { foo(1); }
