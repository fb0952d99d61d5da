/*---
section: I.4.2.1
clause: cudaarch.separate-definition-presence
description: In separate compilation, a static (internal linkage) host function defined only in the host pass is outside the rule.
verdict: ok
flags: ["-rdc=true"]
requires: {rdc: true}
---*/
#if !defined(__CUDA_ARCH__)
static void host_only(void) { }
#endif

int main(void)
{
#if !defined(__CUDA_ARCH__)
  host_only();
#endif
  return 0;
}
