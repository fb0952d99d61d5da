/*---
section: I.4.2.1
clause: cudaarch.separate-definition-presence
description: In whole-program mode (the rule covers separate compilation only), a host function defined only when __CUDA_ARCH__ is undefined is fine.
verdict: ok
phase: link
---*/
#if !defined(__CUDA_ARCH__)
void foo(void) { }
#endif

int main(void)
{
#if !defined(__CUDA_ARCH__)
  foo();
#endif
  return 0;
}
