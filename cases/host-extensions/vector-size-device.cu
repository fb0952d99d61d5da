/*---
section: I.4.1
clause: hostext.no-device-extensions
description: "Device code using a GNU vector_size vector type is diagnosed, at the prose's strength once: at a use in the device function, or at the typedef that carries the extension where the toolchain compiles it as device code (NVRTC compiles the whole unit as device code)"
verdict: diagnose
---*/
typedef int v4si __attribute__((vector_size(16)));  // expect-diag-any(ext)

__device__ int f(int x)
{
  v4si a = {x, x, x, x};  // expect-diag-any(ext)
  v4si b = a + a;  // expect-diag-any(ext)
  return b[0];  // expect-diag-any(ext)
}
