/*---
section: I.4.9.3.1
clause: global.arg-destructor-before-kernel-end
description: "Guide example: the argument's destructor frees the managed allocation when the stub returns, possibly before the kernel stores through it."
verdict: ub
phase: run
tags: [example]
witness:
  unobservable: "cudaFree() synchronizes with the device before it frees, so the kernel's access happens while the memory still exists: the guide's 'may be freed first' does not occur with this runtime, and memcheck finds nothing (seen on an H200)"
note: "The \"error:\" comment in the guide describes a run-time hazard, not a compile-time diagnostic, so it carries no annotation."
---*/
struct S {
 int *ptr;
 S() : ptr(nullptr) { }
 S(const S &) { cudaMallocManaged(&ptr, sizeof(int)); }
 ~S() { cudaFree(ptr); }
};

__global__ void foo(S in) {
 
  //error: This store may write to memory that has already been
  //       freed (see below).
  *(in.ptr) = 4;
 
}

int main() {
 S V;
 
 /* The object 'V' is first copied by value to a compiler-generated
  * stub function that does the kernel launch, and the stub function
  * bitwise copies the contents of the argument to kernel parameter
  * memory.
  * However, GPU kernel execution is asynchronous with host
  * execution. 
  * As a result, S::~S() will execute when the stub function   returns, releasing allocated memory, even though the kernel may not have finished execution.
  */
 foo<<<1,1>>>(V);
 cudaDeviceSynchronize();
}
