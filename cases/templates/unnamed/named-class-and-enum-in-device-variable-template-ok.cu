/*---
section: "I.4.11"
clause: template.arg-unnamed
description: "A named class defined at namespace scope and a named enum with a fixed type used as arguments of a __device__ variable template."
verdict: ok
std: c++14
---*/
struct Named {
    int x;
};
enum Level : unsigned char { low, high };

template <typename T> __device__ T cache{};

__global__ void kern(int *out) {
    cache<Named>.x = 3;
    cache<Level> = high;
    *out = cache<Named>.x + cache<Level>;
}
