/*---
section: I.4.1
clause: hostext.no-device-extensions
description: An x86-specific GCC builtin called from device code is diagnosed.
verdict: diagnose
note: "__builtin_ia32_pause is a host (x86) compiler builtin; device code cannot use it."
---*/
__device__ void relax(void)
{
  __builtin_ia32_pause();  // expect-diag
}
