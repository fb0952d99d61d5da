/*---
section: I.1
clause: features.cxx11.explicit-conversion-operators-implicit-use
description: "An explicit operator bool used in an if condition and with ! in device code (contextual conversions)"
verdict: ok
std: c++11
---*/
struct Handle {
  int fd;
  __device__ explicit operator bool() const { return fd >= 0; }
};
__global__ void kern(int *p) {
  Handle h{*p};
  if (h && !!h) *p = 1;
}
