/*---
section: I.4.21.2
clause: vartemplate.windows-const
description: "The guide's example compiles with a non-Microsoft host compiler: const-qualified __device__ variable templates are allowed there."
verdict: ok
std: c++14
tags: ["example"]
note: "The 'error' comments apply to the Microsoft host compiler only; on Linux the whole example is valid."
---*/
// error: a __device__ variable template cannot
// have a const qualified type on Windows
template <typename T>
__device__ const T d1(2);

int *const x = nullptr;
// error: a __device__ variable template cannot
// have a const qualified type on Windows
template <typename T>
__device__ T *const d2(x);

// OK
template <typename T>
__device__ const T *d3;

__device__ void fn() {
  int t1 = d1<int>;

  int *const t2 = d2<int>;

  const int *t3 = d3<int>;
}
