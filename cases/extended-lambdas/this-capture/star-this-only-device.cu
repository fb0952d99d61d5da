/*---
section: I.6.4
clause: xlambda.this-capture-supported
description: "[*this] alone (no capture-default) in an extended __device__ lambda in a host member function is accepted"
verdict: ok
std: c++17
flags: ["--extended-lambda"]
---*/
struct S1_t {
  int xxx = 10;
  void host_func(void) {
    auto lam = [*this] __device__ { return xxx; };
    (void)lam;
  }
};
