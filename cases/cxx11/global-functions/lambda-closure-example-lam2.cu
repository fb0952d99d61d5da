/*---
section: I.4.20.8
clause: global.template-lambda-closure
description: "The guide's example: a __global__ template instantiated with the closure type of the annotated namespace-scope lambda lam2, not an extended lambda (not defined in a function)."
verdict: error
flags: ["--extended-lambda", "-rdc=true"]
tags: ["example"]
requires:
  rdc: true
note: "--extended-lambda for the extended lambdas; -rdc=true because foo_device launches kernels from device code."
---*/
template <typename T>
__global__ void kernel(T in) { }

__device__ void foo_device(void)
{
  // All kernel instantiations in this function
  // are valid, since the lambdas are defined inside
  // a __device__ function.

  kernel<<<1,1>>>( [] __device__ { } );
  kernel<<<1,1>>>( [] __host__ __device__ { } );
  kernel<<<1,1>>>( []  { } );
}

auto lam1 = [] { };

auto lam2 = [] __host__ __device__ { };

void foo_host(void)
{
   // OK: instantiated with closure type of an extended __device__ lambda
   kernel<<<1,1>>>( [] __device__ { } );

   // OK: instantiated with closure type of an extended __host__ __device__ 
   // lambda
   kernel<<<1,1>>>( [] __host__ __device__ { } );

   // error: unsupported: instantiated with closure type of a lambda
   // that is not an extended lambda
   kernel<<<1,1>>>( lam2); // expect-error
}
