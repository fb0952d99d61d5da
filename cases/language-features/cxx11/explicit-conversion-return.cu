/*---
section: I.1
clause: features.cxx11.explicit-conversion-operators-implicit-use
description: "Returning a class with an explicit operator bool from a __device__ function returning bool (copy-initialization, not a contextual conversion)"
verdict: error
std: c++11
---*/
struct Handle {
  int fd;
  __device__ explicit operator bool() const { return fd >= 0; }
};
__device__ bool usable(Handle h) {
  return h; // expect-error
}
