/*---
section: I.4.15
clause: attr.deprecated-flags
description: "-Werror=deprecated-declarations turns the deprecation of a member type named in a __host__ __device__ function template instantiated from a kernel into an error"
verdict: error
flags: ["-Werror=deprecated-declarations"]
---*/
struct Cfg {
  using old_t [[deprecated]] = int;
  using new_t = long;
};
template <typename C> __host__ __device__ int width() {
  return (int)sizeof(typename C::old_t); // expect-error
}
__global__ void kern(int *p) { *p = width<Cfg>(); }
