/*---
section: I.3
clause: features.cxx20.coroutines-not-in-device
description: "A __device__ coroutine (co_return in its body) is rejected during device compilation"
verdict: error
std: c++20
tags: [beyond-guide]
---*/
#include <coroutine>
struct task {
  struct promise_type {
    __host__ __device__ task get_return_object() { return {}; }
    __host__ __device__ std::suspend_never initial_suspend() noexcept { return {}; }
    __host__ __device__ std::suspend_never final_suspend() noexcept { return {}; }
    __host__ __device__ void return_void() { }
    __host__ __device__ void unhandled_exception() { }
  };
};
__device__ task dev_coro(void) { // expect-error-any(coro)
  co_return; // expect-error-any(coro)
} // expect-error-any(coro)
