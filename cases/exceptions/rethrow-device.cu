/*---
section: I.4.7
clause: exception.no-device
description: "A rethrow (throw;) in device code is rejected."
verdict: error
---*/
__device__ void forward_error(void)
{
  throw;  // expect-error
}
