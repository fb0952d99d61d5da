/*---
section: I.3
clause: features.cxx20.coroutines-not-in-device
description: "A __device__ member function that co_yields is a coroutine in device code"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
#include <coroutine>
struct gen {
  struct promise_type {
    int value = 0;
    __host__ __device__ gen get_return_object() { return {}; }
    __host__ __device__ std::suspend_never initial_suspend() noexcept { return {}; }
    __host__ __device__ std::suspend_never final_suspend() noexcept { return {}; }
    __host__ __device__ std::suspend_never yield_value(int v) { value = v; return {}; }
    __host__ __device__ void return_void() {}
    __host__ __device__ void unhandled_exception() {}
  };
};
struct Source {
  int n;
  __device__ gen values() const { // expect-error-any(coro)
    co_yield n; // expect-error-any(coro)
  } // expect-error-any(coro)
};
