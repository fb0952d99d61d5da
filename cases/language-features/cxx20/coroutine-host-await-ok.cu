/*---
section: I.3
clause: features.cxx20.coroutines-not-in-device
description: "A host coroutine that co_awaits std::suspend_always, beside a __device__ function"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
#include <coroutine>
struct job {
  struct promise_type {
    job get_return_object() { return {}; }
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_never final_suspend() noexcept { return {}; }
    void return_void() {}
    void unhandled_exception() {}
  };
};
job host_pause() {
  co_await std::suspend_never{};
}
__device__ int plain(int v) { return v + 1; }
