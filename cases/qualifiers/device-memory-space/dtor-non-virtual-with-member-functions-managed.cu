/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.no-virtual
description: "A __managed__ variable of a class with an empty non-virtual destructor and ordinary (non-virtual) member functions."
verdict: ok
---*/
struct Meter {
    int ticks;
    __host__ __device__ void tick() { ++ticks; }
    __host__ __device__ int read() const { return ticks; }
    __host__ __device__ ~Meter() {}
};

__managed__ Meter meter;
__global__ void k() { meter.tick(); }
