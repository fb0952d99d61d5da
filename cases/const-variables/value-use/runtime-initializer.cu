/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const int initialized by a run-time function call is not initialized with a constant expression."
verdict: error
---*/
int compute(void);
const int v = compute();
__device__ int get(void) {
  return v; // expect-error
}
