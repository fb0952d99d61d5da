/*---
section: "B.1.3"
clause: extensions.global-not-device
description: "A __global__ function and a __device__ function of the same name in different namespaces are two functions, each with one specifier."
verdict: ok
---*/
namespace dev {
__device__ void step(int *p) { *p += 1; }
}
namespace krn {
__global__ void step(int *p) { dev::step(p); }
}
extern "C" __global__ void c_step(int *p) { dev::step(p); }
void run(int *d) { krn::step<<<1, 1>>>(d); c_step<<<1, 1>>>(d); }
