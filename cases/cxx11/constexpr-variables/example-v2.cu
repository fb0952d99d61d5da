/*---
section: I.4.20.5
clause: hostvar.constexpr-no-reference-or-address
description: "The guide's example: device code contains a reference bound to the host constexpr variable xxx."
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
  const int &v2 = xxx;             // error: reference to host constexpr // expect-error
                                   // variable

  v1 += get(2);                    // OK: 'get(2)' is a constant 
                                   // expression.
  return v1;
}
