/*---
section: I.4.20.10
clause: defaulted.first-declaration-ignored
description: "A __host__ __device__ copy constructor defaulted on its first declaration must call the __host__-only copy constructor of a member: copying the class in a __device__ function calls a host function"
verdict: error
---*/
struct Tag {
  int v;
  Tag() = default;
  Tag(const Tag &o) : v(o.v) {}
};
struct Item {
  Tag t;
  __host__ __device__ Item(const Item &) = default; // expect-error-any(copy)
  __host__ __device__ Item() {}
};
__device__ int copy_tag(const Item &a) {
  Item b(a); // expect-error-any(copy)
  return b.t.v; // expect-error-any(copy)
}
