/*---
section: I.4.13
clause: hostvar.const-value-use
description: "Guide example: int val3 = zzz uses a const variable not yet initialized with a constant expression at the point of use."
verdict: error
tags: [example]
---*/
const int xxx = 10;
struct S1_t {  static const int yyy = 20; };
    
extern const int zzz;
const float www = 5.0;
__device__ void foo(void) {
  int local1[xxx];          // OK
  int local2[S1_t::yyy];    // OK
      
  int val1 = xxx;           // OK
    					
  int val2 = S1_t::yyy;     // OK
    					
  int val3 = zzz;           // error: zzz not initialized with constant // expect-error
                            // expression at the point of use.
  
  const float val5 = www;   // OK except when the Microsoft compiler is used as
                            // the host compiler.
}
const int zzz = 20;
