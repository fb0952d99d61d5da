/*---
section: I.6.2
clause: xlambda.restriction-12.hd-signature-type
description: "Parameter and return types at namespace scope are fine for an extended __host__ __device__ lambda"
verdict: ok
flags: ["--extended-lambda"]
---*/
struct In { int v; };
struct Out { int w; };

void foo(void) {
  auto lam = [] __host__ __device__ (In i) -> Out { return Out{i.v}; };
  (void)lam(In{1});
}
