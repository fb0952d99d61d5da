/*---
section: I.4.10.3
clause: class.virtual-call-host-object-in-device
description: "Guide example without the two cross-side virtual calls: creating the objects on each side is fine."
verdict: ok
phase: run
tags: [example]
run:
  stdout: ""
note: "<new> is included for placement new (the guide's fragment omits includes)."
---*/
#include <new>
struct S1 { virtual __host__ __device__ void foo() { } };

__managed__ S1 *ptr1, *ptr2;

__managed__ __align__(16) char buf1[128];
__global__ void kern() { 
  ptr2 = new(buf1) S1();
}

int main(void) {
  void *buf;
  cudaMallocManaged(&buf, sizeof(S1), cudaMemAttachGlobal);
  ptr1 = new (buf) S1();
  kern<<<1,1>>>();
  cudaDeviceSynchronize();
}
