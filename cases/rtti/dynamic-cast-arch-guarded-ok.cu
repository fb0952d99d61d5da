/*---
section: "I.4.6"
clause: rtti.no-dynamic-cast-device
description: "A __host__ __device__ function uses dynamic_cast only when __CUDA_ARCH__ is undefined and a virtual call on the device side; it is called from a kernel and from host code."
verdict: ok
---*/
struct Base {
    __host__ __device__ virtual int id() const { return 0; }
};
struct Leaf : Base {
    __host__ __device__ int id() const override { return 1; }
};

__host__ __device__ int leaf_id(const Base *b) {
#ifndef __CUDA_ARCH__
    const Leaf *l = dynamic_cast<const Leaf *>(b);
    return l ? l->id() : -1;
#else
    return b->id();
#endif
}

__global__ void kern(int *out) {
    Leaf l;
    *out = leaf_id(&l);
}
int host_side(void) {
    Leaf l;
    return leaf_id(&l);
}
