/*---
section: I.6.4
clause: xlambda.this-capture-supported
description: "[*this] with an init-capture in an extended __device__ lambda is accepted"
verdict: ok
std: c++17
flags: ["--extended-lambda"]
---*/
struct S1_t {
  int xxx = 10;
  void host_func(void) {
    auto lam = [*this, k = 1] __device__ { return xxx + k; };
    (void)lam;
  }
};
