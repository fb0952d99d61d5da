/*---
section: I.4.7
clause: exception.no-device
description: "A rethrow (throw;) in device code is diagnosed."
verdict: diagnose
---*/
__device__ void forward_error(void)
{
  throw;  // expect-diag
}
