/*---
section: I.4.13
clause: hostvar.const-value-use
description: "Guide example without the error lines: array bounds and values from xxx, S1_t::yyy and www are usable in device code."
verdict: ok
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
    					
  
  const float val5 = www;   // OK except when the Microsoft compiler is used as
                            // the host compiler.
}
const int zzz = 20;
