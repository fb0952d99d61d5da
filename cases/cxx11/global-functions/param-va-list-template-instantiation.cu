/*---
section: I.4.20.8
clause: global.param-no-initializer-list-va-list
description: "A __global__ function template cannot be instantiated with a va_list parameter type."
verdict: error
note: "The parameter of the instantiation is ill-formed; the diagnostic is expected at the template's declaration, where the parameter is declared."
---*/
#include <cstdarg>
template <typename T>
__global__ void k(T in) { } // expect-error
void h(int n, ...) {
  va_list ap;
  va_start(ap, n);
  k<<<1,1>>>(ap);
  va_end(ap);
}
