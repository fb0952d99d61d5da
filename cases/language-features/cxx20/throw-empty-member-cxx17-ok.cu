/*---
section: I.3
clause: features.cxx20.throw-specification-removed
description: "throw() on a __device__ member function under -std=c++17"
verdict: ok
std: c++17
note: "The -std=c++17 side: throw() is still a synonym of noexcept(true)."
---*/
struct Reader {
  __device__ int read(const int *p) const throw() { return *p; }
};
__global__ void kern(int *p) {
  Reader r;
  *p = r.read(p);
}
