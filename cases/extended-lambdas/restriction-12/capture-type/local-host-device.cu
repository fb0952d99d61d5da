/*---
section: I.6.2
clause: xlambda.restriction-12.capture-type
description: "An extended __host__ __device__ lambda cannot capture a variable of local class type either"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  struct Local { int v; };
  Local l{1};
  auto lam = [l] __host__ __device__ { return l.v; }; // expect-error
}
