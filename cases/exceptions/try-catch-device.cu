/*---
section: I.4.7
clause: exception.no-device
description: A try block with a handler in a __device__ function is diagnosed.
verdict: diagnose
note: "The try statement is the construct; a front end may point at the try or the catch line (same statement), this case anchors the try."
---*/
__device__ int guarded(int (*f)(int), int x)
{
  try {  // expect-diag
    return f(x);
  } catch (...) {
    return -1;
  }
}
