/*---
section: I.6.2
clause: xlambda.restriction-9
description: "An unnamed non-type enable_if template parameter of the enclosing function breaks restriction 9"
verdict: error
flags: ["--extended-lambda"]
---*/
#include <type_traits>

template <typename T, std::enable_if_t<std::is_integral<T>::value, int> = 0>
void bar(T x) {
  auto lam1 = [x] __device__ { return x; }; // expect-error
}

void use(void) { bar(1); }
