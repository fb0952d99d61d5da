/*---
section: I.3
clause: features.cxx20.coroutines-not-in-device
description: "A __host__ coroutine compiles: the ban is on device code"
verdict: ok
std: c++20
tags: [beyond-guide]
---*/
#include <coroutine>
struct task {
  struct promise_type {
    task get_return_object() { return {}; }
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_never final_suspend() noexcept { return {}; }
    void return_void() { }
    void unhandled_exception() { }
  };
};
task host_coro(void) {
  co_return;
}
__global__ void kern(int *p) { *p = 1; }
