/*---
section: I.4.20.5
clause: hostvar.constexpr-no-reference-or-address
description: "The guide's example: device code contains the address of the host constexpr static member S1_t::qqq."
verdict: error
tags: ["example"]
---*/
constexpr int xxx = 10;
constexpr int yyy = xxx + 4;
struct S1_t { static constexpr int qqq = 100; };

constexpr int host_arr[] = { 1, 2, 3};
constexpr __device__ int get(int idx) { return host_arr[idx]; } 

__device__ int foo(int idx) {
  int v1 = xxx + yyy + S1_t::qqq;  // OK
  const int *v5 = &S1_t::qqq;      // error: address of host constexpr // expect-error
                                   // variable

  v1 += get(2);                    // OK: 'get(2)' is a constant 
                                   // expression.
  return v1;
}
