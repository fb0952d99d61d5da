/*---
section: I.4.20.5
clause: hostvar.constexpr-nonscalar-in-constexpr-call
description: "The guide's example: a constexpr __device__ function reads an element of a host constexpr array in a call that is not a constant expression."
verdict: error
tags: ["example"]
note: "The guide puts the error on the call get(idx); the use of host_arr it forbids is inside get. A diagnostic at either line honours the rule (one expect-error-any group)."
---*/
constexpr int xxx = 10;
constexpr int yyy = xxx + 4;
struct S1_t { static constexpr int qqq = 100; };

constexpr int host_arr[] = { 1, 2, 3};
constexpr __device__ int get(int idx) { return host_arr[idx]; } // expect-error-any(use)

__device__ int foo(int idx) {
  int v1 = xxx + yyy + S1_t::qqq;  // OK

  v1 += get(2);                    // OK: 'get(2)' is a constant 
                                   // expression.
  v1 += get(idx);                  // error: 'get(idx)' is not a constant // expect-error-any(use)
                                   // expression
  return v1;
}
