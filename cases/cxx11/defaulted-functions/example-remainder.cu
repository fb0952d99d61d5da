/*---
section: I.4.20.10
clause: defaulted.first-declaration-ignored
description: "The guide's example without its error line: the __host__ annotation on S1's first-declaration default is ignored (with a warning) and S1 is constructed in device code."
verdict: ok
tags: ["example"]
---*/
struct S1 {
  // warning: __host__ annotation is ignored on a function that 
  //          is explicitly-defaulted on its first declaration
  __host__ S1() = default; // expect-warning
};

__device__ void foo1() { 
  //note: __device__ execution space is derived for S1::S1 
  //       based on implicit call from within __device__ function 
  //       foo1
  S1 s1;    
}

struct S2 {
  __host__ S2();
};

//note: S2::S2 is not defaulted on its first declaration, and 
//      its execution space is fixed to __host__  based on its 
//      first declaration.
S2::S2() = default;  
