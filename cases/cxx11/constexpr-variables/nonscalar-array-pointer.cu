/*---
section: I.4.20.5
clause: hostvar.constexpr-no-reference-or-address
description: "Device code cannot use a host constexpr array object itself (here: decaying it to a pointer)."
verdict: error
note: "Array-to-pointer conversion takes the address of the host variable."
---*/
constexpr int host_arr[] = { 1, 2, 3};
__device__ const int *f() {
  return host_arr; // expect-error
}
