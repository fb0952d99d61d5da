/*---
section: I.3
clause: features.cxx20.coroutines-not-in-device
description: "A host generator coroutine with co_yield in a .cu file that also defines a kernel"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
#include <coroutine>
struct gen {
  struct promise_type {
    int value = 0;
    gen get_return_object() { return gen{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_always yield_value(int v) { value = v; return {}; }
    void return_void() {}
    void unhandled_exception() {}
  };
  std::coroutine_handle<promise_type> h;
};
gen host_count(int n) {
  for (int i = 0; i < n; ++i) co_yield i;
}
int host_second() {
  gen g = host_count(3);
  g.h.resume();
  g.h.resume();
  int v = g.h.promise().value;
  g.h.destroy();
  return v;
}
__global__ void kern(int *p) { *p = 1; }
