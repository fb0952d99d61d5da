/*---
section: I.6.2
clause: xlambda.restriction-17
description: "Restriction 17 example: a kernel instantiated on std::is_trivially_copyable of an extended lambda's closure type (no diagnostic required; recorded at run time)"
verdict: ndr
phase: run
flags: ["--extended-lambda"]
tags: [example]
note: "Includes added for printf and the trait."
---*/
#include <cstdio>
#include <type_traits>

template <bool b>
void __global__ foo() { printf("hi"); }

template <typename T>
void dolaunch() {

// ERROR: this kernel launch may fail, because CUDA frontend compiler
// and host compiler may disagree on the result of
// std::is_trivially_copyable() trait on the closure type of the
// extended lambda
foo<std::is_trivially_copyable<T>::value><<<1,1>>>(); // expect-error
cudaDeviceSynchronize();
}

int main() {
int x = 0;
auto lam1 = [=] __host__ __device__ () { return x; };
dolaunch<decltype(lam1)>();
}
