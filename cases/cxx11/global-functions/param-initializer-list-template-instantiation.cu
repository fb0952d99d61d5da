/*---
section: I.4.20.8
clause: global.param-no-initializer-list-va-list
description: "A __global__ function template cannot be instantiated with a std::initializer_list parameter type."
verdict: error
note: "The parameter of the instantiation k<std::initializer_list<int>> is ill-formed; the diagnostic is expected at the template's declaration, where the parameter is declared."
---*/
#include <initializer_list>
template <typename T>
__global__ void k(T in) { } // expect-error
void h() {
  k<<<1,1>>>(std::initializer_list<int>{1, 2, 3});
}
