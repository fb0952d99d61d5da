/*---
section: I.6.2
clause: xlambda.restriction-12.pack-element
description: "An extended __host__ __device__ lambda cannot capture a function parameter pack"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename... T>
void foo(T... xs) {
  auto lam = [xs...] __host__ __device__ { return sizeof...(xs); }; // expect-error
}

void use(void) { foo(1, 2); }
