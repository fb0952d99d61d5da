/*---
section: "I.4.10.3"
clause: class.virtual-call-device-object-in-host
description: "A device-created object in managed memory is passed by reference to a host function template that calls its virtual function: undefined (printed)."
verdict: ub
phase: run
witness: {program: {signal: SIGSEGV}}
---*/
#include "cuconform.h"
#include <new>

struct Animal {
    __host__ __device__ virtual int legs() const { return 0; }
};
struct Bird : Animal {
    __host__ __device__ int legs() const override { return 2; }
};

template <typename T> int count_legs(const T &a) { return a.legs(); }

__global__ void hatch(void *buf) { new (buf) Bird(); }

int main() {
    void *buf;
    CC_CHECK(cudaMallocManaged(&buf, sizeof(Bird)));
    hatch<<<1, 1>>>(buf);
    CC_SYNC();
    const Animal &a = *static_cast<const Animal *>(buf);
    std::printf("%d\n", count_legs(a));
    return 0;
}
