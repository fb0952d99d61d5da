/*---
section: I.3
clause: features.cxx20.coroutines-not-in-device
description: "A __device__ function whose body co_awaits is a coroutine in device code"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
#include <coroutine>
struct job {
  struct promise_type {
    __host__ __device__ job get_return_object() { return {}; }
    __host__ __device__ std::suspend_never initial_suspend() noexcept { return {}; }
    __host__ __device__ std::suspend_never final_suspend() noexcept { return {}; }
    __host__ __device__ void return_void() {}
    __host__ __device__ void unhandled_exception() {}
  };
};
__device__ job dev_pause() { // expect-error-any(coro)
  co_await std::suspend_never{}; // expect-error-any(coro)
} // expect-error-any(coro)
