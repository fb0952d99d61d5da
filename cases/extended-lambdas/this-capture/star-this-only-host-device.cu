/*---
section: I.6.4
clause: xlambda.this-capture
description: "[*this] alone in an extended __host__ __device__ lambda in a host member function is rejected"
verdict: error
std: c++17
flags: ["--extended-lambda"]
---*/
struct S1_t {
  int xxx = 10;
  void host_func(void) {
    auto lam = [*this] __host__ __device__ { return xxx; }; // expect-error
    (void)lam;
  }
};
