/*---
section: I.4.10.3
clause: class.virtual-call-device-object-in-host
description: "Guide example: ptr2->foo() in main calls a virtual function of an object created in device code."
verdict: ub
phase: run
tags: [example]
witness: {program: {signal: SIGSEGV}}
note: "The guide's \"error\" comment marks run-time undefined behaviour, so the line carries no annotation; the ptr1->foo() line is removed."
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
  ptr2->foo();  // error: virtual function call on an object
                //        created in device code.
}
